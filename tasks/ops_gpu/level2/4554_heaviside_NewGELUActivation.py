"""torch.heaviside -> hf.NewGELUActivation: synthesised by warpgym synth (seed 8, index 184, transformers#2, dim 0 x552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.heaviside -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8832, 32, 16, 16), torch.randn(8832, 32, 16, 16)]


def get_init_inputs():
    return []
