"""AvgPool1d -> torch.maximum -> hf.MishActivation: synthesised by warpgym synth (seed 9, index 365, transformers#3, dim 0 x4260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """AvgPool1d -> torch.maximum -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.mishactivation_2 = MishActivation()

    def forward(self, x, x1):
        x = self.avgpool1d_0(x)
        x = torch.maximum(x, x1)
        x = self.mishactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(2181120, 256), torch.randn(2181120, 85)]


def get_init_inputs():
    return []
