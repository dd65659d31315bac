"""torch.angle -> Tanhshrink -> SyncBatchNorm -> torch.swapdims -> torch.trunc: synthesised by warpgym synth (seed 7, index 5715, torch#5, dim 0 x1238)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> Tanhshrink -> SyncBatchNorm -> torch.swapdims -> torch.trunc"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = torch.angle(x)
        x = self.tanhshrink_1(x)
        x = self.syncbatchnorm_2(x)
        x = torch.swapdims(x, -1, -2)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(316928, 256)]


def get_init_inputs():
    return []
