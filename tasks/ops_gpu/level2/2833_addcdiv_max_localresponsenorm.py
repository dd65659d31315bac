"""torch.addcdiv -> torch.max -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 4470, torch#3, dim 0 x5923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> torch.max -> F.local_response_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.addcdiv(x, x1, x2)
        x = torch.max(x, x3)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(23692, 16, 8, 8, 8), torch.randn(23692, 16, 8, 8, 8), torch.randn(23692, 16, 8, 8, 8), torch.randn(23692, 16, 8, 8, 8)]


def get_init_inputs():
    return []
