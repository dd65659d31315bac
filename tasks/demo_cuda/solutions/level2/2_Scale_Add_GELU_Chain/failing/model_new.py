import torch
import torch.nn as nn

import cuda_extension


class ModelNew(nn.Module):
    def __init__(self, features: int, clamp_min: float, clamp_max: float):
        super().__init__()
        # Same parameter names and shapes as Model (values come from load_state_dict).
        self.scale = nn.Parameter(torch.ones(features))
        self.bias = nn.Parameter(torch.zeros(features))
        self.clamp_min = clamp_min
        self.clamp_max = clamp_max

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cuda_extension.scale_add_gelu_clamp(x, self.scale, self.bias, self.clamp_min,
                                                   self.clamp_max)
