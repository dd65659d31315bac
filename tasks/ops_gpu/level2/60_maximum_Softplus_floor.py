"""torch.maximum -> Softplus -> torch.floor: synthesised by warpgym synth (seed 7, index 84, torch#3, dim 0 x2328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Softplus -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.softplus_1(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(9312, 32, 32, 32), torch.randn(9312, 32, 32, 32)]


def get_init_inputs():
    return []
