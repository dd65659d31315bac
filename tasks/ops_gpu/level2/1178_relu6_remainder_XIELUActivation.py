"""F.relu6 -> torch.remainder -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1914, transformers#3, dim 0 x822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.relu6 -> torch.remainder -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x, x1):
        x = F.relu6(x)
        x = torch.remainder(x, x1)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(210432, 256), torch.randn(210432, 256)]


def get_init_inputs():
    return []
