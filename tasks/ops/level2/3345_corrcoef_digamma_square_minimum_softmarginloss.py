"""torch.corrcoef -> torch.digamma -> torch.square -> torch.minimum -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 4404, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.corrcoef -> torch.digamma -> torch.square -> torch.minimum -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.corrcoef(x)
        x = torch.digamma(x)
        x = torch.square(x)
        x = torch.minimum(x, x1)
        x = F.soft_margin_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 128), torch.randn(128, 128)]


def get_init_inputs():
    return []
