"""SyncBatchNorm -> Hardtanh -> torch.deg2rad -> LayerNorm -> torch.transpose: synthesised by warpgym synth (seed 7, index 4386, torch#5, dim 0 x929)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Hardtanh -> torch.deg2rad -> LayerNorm -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)
        self.hardtanh_1 = nn.Hardtanh()
        self.layernorm_3 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.hardtanh_1(x)
        x = torch.deg2rad(x)
        x = self.layernorm_3(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(237824, 256)]


def get_init_inputs():
    return []
