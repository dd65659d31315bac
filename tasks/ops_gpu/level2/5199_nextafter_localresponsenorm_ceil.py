"""torch.nextafter -> F.local_response_norm -> torch.ceil: synthesised by warpgym synth (seed 9, index 732, torch#3, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> F.local_response_norm -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = F.local_response_norm(x, size=4)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(608, 256, 128), torch.randn(608, 256, 128)]


def get_init_inputs():
    return []
