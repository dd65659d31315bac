"""ELU -> Bilinear -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 1504, torch#3, dim 0 x2578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> Bilinear -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.bilinear_1 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = self.elu_0(x)
        x = self.bilinear_1(x, x1)
        x = self.bcewithlogitsloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(41248, 32, 16, 16), torch.randn(41248, 32, 16, 16), torch.randn(41248, 32, 16, 16)]


def get_init_inputs():
    return []
