"""F.local_response_norm -> torch.lerp: synthesised by warpgym synth (seed 7, index 2723, torch#2, dim 0 x381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.local_response_norm(x, size=4)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(6096, 64, 128), torch.randn(6096, 64, 128), torch.randn(6096, 64, 128)]


def get_init_inputs():
    return []
