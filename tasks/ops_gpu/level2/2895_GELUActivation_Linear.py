"""hf.GELUActivation -> Linear: synthesised by warpgym synth (seed 7, index 4575, transformers#2, dim 0 x4367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> Linear"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.linear_1 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(17468, 16, 8, 8, 8)]


def get_init_inputs():
    return []
