"""torch.cos -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 8, index 322, torch#2, dim 0 x7582)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1940992, 256), torch.randn(1940992, 256)]


def get_init_inputs():
    return []
