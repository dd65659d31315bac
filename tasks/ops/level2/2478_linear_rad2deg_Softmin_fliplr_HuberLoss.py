"""F.linear -> torch.rad2deg -> Softmin -> torch.fliplr -> HuberLoss: synthesised by warpgym synth (seed 7, index 3268, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> torch.rad2deg -> Softmin -> torch.fliplr -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.softmin_2 = nn.Softmin()
        self.huberloss_4 = nn.HuberLoss()

    def forward(self, x, x1, x2):
        x = F.linear(x, x1)
        x = torch.rad2deg(x)
        x = self.softmin_2(x)
        x = torch.fliplr(x)
        x = self.huberloss_4(x, x2)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
