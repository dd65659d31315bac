"""torch.cummax -> torch.add -> hf.MishActivation -> Softmax: synthesised by warpgym synth (seed 7, index 4384, transformers#4, dim 0 x8907)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.cummax -> torch.add -> hf.MishActivation -> Softmax"""

    def __init__(self):
        super().__init__()
        self.mishactivation_2 = MishActivation()
        self.softmax_3 = nn.Softmax()

    def forward(self, x, x1):
        x = torch.cummax(x, -1)[0]
        x = torch.add(x, x1)
        x = self.mishactivation_2(x)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(1140096, 256), torch.randn(1140096, 256)]


def get_init_inputs():
    return []
