"""hf.NewGELUActivation -> F.glu: synthesised by warpgym synth (seed 7, index 6363, transformers#2, dim 0 x451)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.glu"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(7216, 64, 128)]


def get_init_inputs():
    return []
