"""F.avg_pool2d -> Threshold -> F.adaptive_avg_pool3d -> torch.abs -> GLU: synthesised by warpgym synth (seed 7, index 3669, torch#5, dim 0 x7469)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> Threshold -> F.adaptive_avg_pool3d -> torch.abs -> GLU"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.glu_4 = nn.GLU()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.threshold_1(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = torch.abs(x)
        x = self.glu_4(x)
        return x


def get_inputs():
    return [torch.randn(119504, 32, 16, 16)]


def get_init_inputs():
    return []
