"""torch.clamp_max -> torch.inner -> ZeroPad1d -> torch.fix -> L1Loss: synthesised by warpgym synth (seed 7, index 5790, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> torch.inner -> ZeroPad1d -> torch.fix -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)
        self.l1loss_4 = nn.L1Loss()

    def forward(self, x, x1, x2):
        x = torch.clamp_max(x, 0.5)
        x = torch.inner(x, x1)
        x = self.zeropad1d_2(x)
        x = torch.fix(x)
        x = self.l1loss_4(x, x2)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(256, 512), torch.randn(256, 258)]


def get_init_inputs():
    return []
