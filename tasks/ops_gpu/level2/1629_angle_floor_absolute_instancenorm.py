"""torch.angle -> torch.floor -> torch.absolute -> F.instance_norm: synthesised by warpgym synth (seed 7, index 2588, torch#4, dim 0 x898)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.floor -> torch.absolute -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = torch.floor(x)
        x = torch.absolute(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(7184, 64, 16, 16)]


def get_init_inputs():
    return []
