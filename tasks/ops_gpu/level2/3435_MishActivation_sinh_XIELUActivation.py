"""hf.MishActivation -> torch.sinh -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 5396, transformers#3, dim 0 x565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.sinh -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.sinh(x)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(72320, 256)]


def get_init_inputs():
    return []
