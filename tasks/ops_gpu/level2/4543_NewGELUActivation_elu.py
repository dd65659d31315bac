"""hf.NewGELUActivation -> F.elu: synthesised by warpgym synth (seed 8, index 170, transformers#2, dim 0 x1500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.elu"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(24000, 32, 256)]


def get_init_inputs():
    return []
