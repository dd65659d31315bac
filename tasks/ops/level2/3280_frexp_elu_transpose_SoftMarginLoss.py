"""torch.frexp -> F.elu -> torch.transpose -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4322, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> F.elu -> torch.transpose -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_3 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = torch.frexp(x)[0]
        x = F.elu(x)
        x = torch.transpose(x, -1, -2)
        x = self.softmarginloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(512, 256), torch.randn(256, 512)]


def get_init_inputs():
    return []
