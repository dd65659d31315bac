"""F.sigmoid -> ZeroPad2d -> Threshold -> torch.triangular_solve -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 1791, torch#5, dim 0 x412)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> ZeroPad2d -> Threshold -> torch.triangular_solve -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)
        self.bcewithlogitsloss_4 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = F.sigmoid(x)
        x = self.zeropad2d_1(x)
        x = self.threshold_2(x)
        x = torch.triangular_solve(x, x1)[0]
        x = self.bcewithlogitsloss_4(x, x2)
        return x


def get_inputs():
    return [torch.randn(3296, 16, 32, 32), torch.randn(3296, 16, 34, 34), torch.randn(3296, 16, 34, 34)]


def get_init_inputs():
    return []
