"""F.avg_pool3d -> Threshold -> torch.erf -> torch.fmod: synthesised by warpgym synth (seed 7, index 5705, torch#4, dim 0 x7233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> Threshold -> torch.erf -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = F.avg_pool3d(x, 3)
        x = self.threshold_1(x)
        x = torch.erf(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(115728, 32, 16, 16), torch.randn(115728, 10, 5, 5)]


def get_init_inputs():
    return []
