"""F.relu -> torch.hypot -> Sigmoid -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4186, torch#4, dim 0 x1448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> torch.hypot -> Sigmoid -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.sigmoid_2 = nn.Sigmoid()
        self.zeropad1d_3 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = F.relu(x)
        x = torch.hypot(x, x1)
        x = self.sigmoid_2(x)
        x = self.zeropad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(23168, 64, 128), torch.randn(23168, 64, 128)]


def get_init_inputs():
    return []
