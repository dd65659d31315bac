"""GLU -> F.max_pool1d_with_indices -> torch.flipud -> hf.LaplaceActivation -> Threshold: synthesised by warpgym synth (seed 7, index 4359, transformers#5, dim 0 x2141)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """GLU -> F.max_pool1d_with_indices -> torch.flipud -> hf.LaplaceActivation -> Threshold"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.laplaceactivation_3 = LaplaceActivation()
        self.threshold_4 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.glu_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.flipud(x)
        x = self.laplaceactivation_3(x)
        x = self.threshold_4(x)
        return x


def get_inputs():
    return [torch.randn(68512, 128, 64)]


def get_init_inputs():
    return []
