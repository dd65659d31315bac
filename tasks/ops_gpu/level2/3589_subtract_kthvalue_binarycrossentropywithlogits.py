"""torch.subtract -> torch.kthvalue -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 5507, torch#3, dim 0 x1056)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> torch.kthvalue -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.subtract(x, x1)
        x = torch.kthvalue(x, 2)[0]
        x = F.binary_cross_entropy_with_logits(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(4224, 32, 32, 32), torch.randn(4224, 32, 32, 32), torch.randn(4224, 32, 32)]


def get_init_inputs():
    return []
