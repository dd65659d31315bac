"""torch.erfc -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 4407, torch#2, dim 0 x1301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.erfc(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(41632, 128, 64), torch.randn(41632, 128, 64), torch.randn(41632, 128, 64)]


def get_init_inputs():
    return []
