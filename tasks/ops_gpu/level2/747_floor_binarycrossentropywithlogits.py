"""torch.floor -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 1158, torch#2, dim 0 x1926)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.floor(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(986112, 256), torch.randn(986112, 256)]


def get_init_inputs():
    return []
