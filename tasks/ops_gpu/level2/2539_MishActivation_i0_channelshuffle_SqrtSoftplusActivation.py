"""hf.MishActivation -> torch.i0 -> F.channel_shuffle -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 4023, transformers#4, dim 0 x258)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.i0 -> F.channel_shuffle -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.sqrtsoftplusactivation_3 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.i0(x)
        x = F.channel_shuffle(x, 2)
        x = self.sqrtsoftplusactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(2064, 64, 16, 16)]


def get_init_inputs():
    return []
