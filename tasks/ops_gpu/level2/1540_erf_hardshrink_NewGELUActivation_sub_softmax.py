"""torch.erf -> F.hardshrink -> hf.NewGELUActivation -> torch.sub -> F.softmax: synthesised by warpgym synth (seed 7, index 2463, transformers#5, dim 0 x140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.erf -> F.hardshrink -> hf.NewGELUActivation -> torch.sub -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_2 = NewGELUActivation()

    def forward(self, x, x1):
        x = torch.erf(x)
        x = F.hardshrink(x)
        x = self.newgeluactivation_2(x)
        x = torch.sub(x, x1)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(35840, 512), torch.randn(35840, 512)]


def get_init_inputs():
    return []
