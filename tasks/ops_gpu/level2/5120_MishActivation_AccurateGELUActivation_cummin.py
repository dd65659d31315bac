"""hf.MishActivation -> hf.AccurateGELUActivation -> torch.cummin: synthesised by warpgym synth (seed 9, index 617, transformers#3, dim 0 x1250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> hf.AccurateGELUActivation -> torch.cummin"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.accurategeluactivation_1(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(320000, 512)]


def get_init_inputs():
    return []
