"""hf.XIELUActivation -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 212, transformers#2, dim 0 x3794)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(7588, 8, 8, 16, 16), torch.randn(7588, 8, 8, 16, 16)]


def get_init_inputs():
    return []
