"""torch.arctan -> torch.fmod -> F.celu: synthesised by warpgym synth (seed 7, index 3244, torch#3, dim 0 x962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> torch.fmod -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arctan(x)
        x = torch.fmod(x, x1)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(246272, 512), torch.randn(246272, 512)]


def get_init_inputs():
    return []
