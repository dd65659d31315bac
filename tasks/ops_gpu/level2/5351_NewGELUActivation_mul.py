"""hf.NewGELUActivation -> torch.mul: synthesised by warpgym synth (seed 10, index 130, transformers#2, dim 0 x1328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> torch.mul"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(679936, 256), torch.randn(679936, 256)]


def get_init_inputs():
    return []
