"""F.sigmoid -> hf.XIELUActivation -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 1289, transformers#3, dim 0 x1230)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.sigmoid -> hf.XIELUActivation -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = self.xieluactivation_1(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(9840, 16, 32, 32), torch.randn(9840, 16, 32, 32)]


def get_init_inputs():
    return []
