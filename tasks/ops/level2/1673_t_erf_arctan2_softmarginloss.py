"""torch.t -> torch.erf -> torch.arctan2 -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 2209, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> torch.erf -> torch.arctan2 -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.t(x)
        x = torch.erf(x)
        x = torch.arctan2(x, x1)
        x = F.soft_margin_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(512, 256), torch.randn(512, 256)]


def get_init_inputs():
    return []
