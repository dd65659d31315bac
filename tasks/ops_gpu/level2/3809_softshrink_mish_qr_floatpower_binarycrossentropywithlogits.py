"""F.softshrink -> F.mish -> torch.qr -> torch.float_power -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 5825, torch#5, dim 0 x507)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.mish -> torch.qr -> torch.float_power -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = F.mish(x)
        x = torch.qr(x)[0]
        x = torch.float_power(x, 2.0)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(8112, 32, 16, 16), torch.randn(8112, 32, 16, 16)]


def get_init_inputs():
    return []
