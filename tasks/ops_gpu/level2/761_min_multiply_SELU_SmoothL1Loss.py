"""torch.min -> torch.multiply -> SELU -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 1037, torch#4, dim 0 x1120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> torch.multiply -> SELU -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.selu_2 = nn.SELU()
        self.smoothl1loss_3 = nn.SmoothL1Loss()

    def forward(self, x, x1, x2, x3):
        x = torch.min(x, x1)
        x = torch.multiply(x, x2)
        x = self.selu_2(x)
        x = self.smoothl1loss_3(x, x3)
        return x


def get_inputs():
    return [torch.randn(573440, 256), torch.randn(573440, 256), torch.randn(573440, 256), torch.randn(573440, 256)]


def get_init_inputs():
    return []
