"""torch.max -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 2793, torch#2, dim 0 x4894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.max(x, x1)
        x = F.smooth_l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(313216, 1024), torch.randn(313216, 1024), torch.randn(313216, 1024)]


def get_init_inputs():
    return []
