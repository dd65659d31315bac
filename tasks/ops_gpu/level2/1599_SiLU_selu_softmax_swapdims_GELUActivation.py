"""SiLU -> F.selu -> F.softmax -> torch.swapdims -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 2537, transformers#5, dim 0 x443)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """SiLU -> F.selu -> F.softmax -> torch.swapdims -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.geluactivation_4 = GELUActivation()

    def forward(self, x):
        x = self.silu_0(x)
        x = F.selu(x)
        x = F.softmax(x)
        x = torch.swapdims(x, -1, -2)
        x = self.geluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(3544, 64, 16, 16)]


def get_init_inputs():
    return []
