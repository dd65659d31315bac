"""hf.NewGELUActivation -> F.rrelu -> torch.var: synthesised by warpgym synth (seed 7, index 1304, transformers#3, dim 0 x568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.rrelu -> torch.var"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = F.rrelu(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(2272, 32, 32, 32)]


def get_init_inputs():
    return []
