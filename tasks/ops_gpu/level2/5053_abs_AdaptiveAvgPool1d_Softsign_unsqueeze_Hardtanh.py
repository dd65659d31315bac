"""torch.abs -> AdaptiveAvgPool1d -> Softsign -> torch.unsqueeze -> Hardtanh: synthesised by warpgym synth (seed 9, index 519, torch#5, dim 0 x2360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> AdaptiveAvgPool1d -> Softsign -> torch.unsqueeze -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)
        self.softsign_2 = nn.Softsign()
        self.hardtanh_4 = nn.Hardtanh()

    def forward(self, x):
        x = torch.abs(x)
        x = self.adaptiveavgpool1d_1(x)
        x = self.softsign_2(x)
        x = torch.unsqueeze(x, -1)
        x = self.hardtanh_4(x)
        return x


def get_inputs():
    return [torch.randn(604160, 512)]


def get_init_inputs():
    return []
