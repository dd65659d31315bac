"""torch.minimum -> torch.addcmul -> torch.sgn -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 5775, transformers#4, dim 0 x303)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.minimum -> torch.addcmul -> torch.sgn -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x, x1, x2, x3):
        x = torch.minimum(x, x1)
        x = torch.addcmul(x, x2, x3)
        x = torch.sgn(x)
        x = self.laplaceactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(19392, 1024), torch.randn(19392, 1024), torch.randn(19392, 1024), torch.randn(19392, 1024)]


def get_init_inputs():
    return []
