"""InstanceNorm1d -> torch.clamp_max -> ConstantPad1d -> RMSNorm -> torch.swapdims: synthesised by warpgym synth (seed 7, index 1371, torch#5, dim 0 x1898)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> torch.clamp_max -> ConstantPad1d -> RMSNorm -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)
        self.rmsnorm_3 = nn.RMSNorm(normalized_shape=258)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = torch.clamp_max(x, 0.5)
        x = self.constantpad1d_2(x)
        x = self.rmsnorm_3(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(971776, 256)]


def get_init_inputs():
    return []
