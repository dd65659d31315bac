"""hf.LaplaceActivation -> Mish -> F.lp_pool1d -> F.threshold -> GRUCell: synthesised by warpgym synth (seed 7, index 2180, transformers#5, dim 0 x663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> Mish -> F.lp_pool1d -> F.threshold -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.mish_1 = nn.Mish()
        self.grucell_4 = nn.GRUCell(hidden_size=85, input_size=85)

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.mish_1(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.grucell_4(x)
        return x


def get_inputs():
    return [torch.randn(169728, 256)]


def get_init_inputs():
    return []
