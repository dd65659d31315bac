"""SiLU -> hf.NewGELUActivation -> F.gelu -> torch.cummax -> torch.float_power: synthesised by warpgym synth (seed 7, index 2202, transformers#5, dim 0 x288)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """SiLU -> hf.NewGELUActivation -> F.gelu -> torch.cummax -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.newgeluactivation_1(x)
        x = F.gelu(x)
        x = torch.cummax(x, -1)[0]
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(73728, 256)]


def get_init_inputs():
    return []
