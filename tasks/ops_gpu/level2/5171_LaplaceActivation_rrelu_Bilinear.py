"""hf.LaplaceActivation -> F.rrelu -> Bilinear: synthesised by warpgym synth (seed 9, index 689, transformers#3, dim 0 x2528)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.rrelu -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.bilinear_2 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = F.rrelu(x)
        x = self.bilinear_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(10112, 16, 8, 8, 8), torch.randn(10112, 16, 8, 8, 8)]


def get_init_inputs():
    return []
