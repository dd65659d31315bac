"""Conv1d -> torch.mul -> F.softmin: synthesised by warpgym synth (seed 7, index 6780, torch#3, dim 0 x190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> torch.mul -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.conv1d_0(x)
        x = torch.mul(x, x1)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(1520, 256, 128), torch.randn(1520, 128, 126)]


def get_init_inputs():
    return []
