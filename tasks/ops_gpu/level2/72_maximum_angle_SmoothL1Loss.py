"""torch.maximum -> torch.angle -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 90, torch#3, dim 0 x2251)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> torch.angle -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_2 = nn.SmoothL1Loss()

    def forward(self, x, x1, x2):
        x = torch.maximum(x, x1)
        x = torch.angle(x)
        x = self.smoothl1loss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(576256, 512), torch.randn(576256, 512), torch.randn(576256, 512)]


def get_init_inputs():
    return []
