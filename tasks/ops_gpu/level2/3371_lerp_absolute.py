"""torch.lerp -> torch.absolute: synthesised by warpgym synth (seed 7, index 5302, torch#2, dim 0 x7759)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(993152, 256), torch.randn(993152, 256), torch.randn(993152, 256)]


def get_init_inputs():
    return []
